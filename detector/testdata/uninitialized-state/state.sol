pragma solidity ^0.8.0;

interface IToken {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Treasury {
    address payable public beneficiary; // want "Treasury.beneficiary is never initialised, yet Treasury.payout\\(\\) uses it as the address of"
    address public admin; // want "Treasury.admin is never initialised, yet Treasury.setFee\\(\\) uses it as the account an access check compares the caller with"
    IToken public token; // want "Treasury.token is never initialised"
    uint256 public fee;
    address public owner;
    address public initialised = address(0x1234);
    mapping(address => uint256) public balances;
    uint256 public unused;

    constructor() {
        owner = msg.sender;
    }

    function payout() external {
        require(msg.sender == owner);
        beneficiary.transfer(address(this).balance);
    }

    function setFee(uint256 f) external {
        require(msg.sender == admin);
        fee = f;
    }

    function sweep(uint256 amount) external {
        require(token.transfer(owner, amount));
    }

    // Safe: owner is set in the constructor; initialised has an initial value; balances is a mapping.
    function pay() external {
        require(msg.sender == owner);
        payable(initialised).transfer(balances[msg.sender]);
    }

    // Safe: read only in a view, for display.
    function show() external view returns (uint256) {
        return unused;
    }
}

// Safe: the variable is set by a derived contract.
contract Base {
    address payable internal collector;

    function collect() external {
        collector.transfer(address(this).balance);
    }
}

contract Derived is Base {
    constructor() {
        collector = payable(msg.sender);
    }
}

// The payment, not the check, is reported when a variable has both uses.
contract Both {
    address payable public keeper; // want "Both.keeper is never initialised, yet Both.sweep\\(\\) uses it as the address of keeper.transfer"

    function pay() external {
        require(msg.sender == keeper);
        keeper.transfer(1);
    }

    function sweep() external {
        keeper.transfer(address(this).balance);
    }
}
