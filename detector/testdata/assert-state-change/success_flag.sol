pragma solidity =0.6.6;

interface IWETH {
    function deposit() external payable;
    function transfer(address to, uint value) external returns (bool);
    function balanceOf(address who) external view returns (uint);
}

// Asserting that a call succeeded (Uniswap V2's router does this with WETH) is a misuse of assert, not a change
// of what the assertion checks: reported with its own message (and rated low).
contract Router {
    address public immutable WETH;
    uint public sent;

    constructor(address weth) public {
        WETH = weth;
    }

    function wrapTo(address pair) external payable {
        IWETH(WETH).deposit{value: msg.value}();
        assert(IWETH(WETH).transfer(pair, msg.value)); // want "asserts the success of an external call; use require"
    }

    function pay(address payable to, uint amount) external {
        assert((to.send(amount))); // want "asserts the success of an external call; use require"
    }

    function wrapAndCheck(address pair) external payable {
        IWETH(WETH).deposit{value: msg.value}();
        assert(IWETH(WETH).transfer(pair, msg.value) == true); // want "asserts the success of an external call; use require"
    }

    // The call's result is compared with a value it decides, not checked for success.
    function wrapAndCompare(address pair) external payable {
        IWETH(WETH).deposit{value: msg.value}();
        assert(IWETH(WETH).transfer(pair, msg.value) == (msg.value > 0)); // want "makes an external call that can change state in its condition"
    }

    // The side effect is an assignment, not a call: the check changes what it checks.
    function count(address pair) external {
        assert((sent = IWETH(WETH).balanceOf(pair)) > 0); // want "changes state in its condition"
    }
}
