pragma solidity ^0.8.0;

interface IReceiver {
    function onReceive(uint256 amount) external;
    function peek() external view returns (uint256);
}

contract Emitter {
    event Paid(address to, uint256 amount);
    event Noted(uint256 amount);
    IReceiver public immutable fixedHook;
    mapping(address => uint256) public balances;
    bool private locked;

    constructor(IReceiver h) {
        fixedHook = h;
    }

    modifier nonReentrant() {
        require(!locked);
        locked = true;
        _;
        locked = false;
    }

    function pay(address to, uint256 amount) external {
        (bool ok, ) = to.call{value: amount}("");
        require(ok);
        emit Paid(to, amount); // want "Emitter.pay\\(\\) emits Paid after calling to \\(line 27\\)"
    }

    function notify(IReceiver r, uint256 amount) external {
        r.onReceive(amount);
        _note(amount); // want "emits an event in Emitter._note\\(\\) after calling r"
    }

    function notifyFixed(uint256 amount) external {
        fixedHook.onReceive(amount);
        emit Noted(amount); // want "emits Noted after calling fixedHook"
    }

    function _note(uint256 amount) internal {
        emit Noted(amount);
    }

    // Safe: the event comes first.
    function payFirst(address to, uint256 amount) external {
        emit Paid(to, amount);
        (bool ok, ) = to.call{value: amount}("");
        require(ok);
    }

    // Safe: under a reentrancy lock.
    function payLocked(address to, uint256 amount) external nonReentrant {
        (bool ok, ) = to.call{value: amount}("");
        require(ok);
        emit Paid(to, amount);
    }

    // Safe: transfer forwards 2300 gas, and a view call cannot re-enter.
    function payTransfer(address payable to, IReceiver r) external {
        to.transfer(1);
        uint256 v = r.peek();
        emit Noted(v);
    }
}
