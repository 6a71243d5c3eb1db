pragma solidity ^0.8.0;

contract Stake {
    mapping(address => uint256) public stakes;
    uint256 public total;
    address public token;

    // The stake is recorded before the transfer, whose failure is only returned.
    function stake(uint256 amount) external returns (bool) {
        total += amount;
        stakes[msg.sender] += amount;
        (bool ok, ) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount)); // want "Stake.stake\\(\\) returns the result of .* without checking it, after changing state"
        return ok;
    }

    function unstake(uint256 amount) external returns (bool) {
        require(stakes[msg.sender] >= amount);
        stakes[msg.sender] -= amount;
        total -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}(""); // want "Stake.unstake\\(\\) returns the result"
        return ok;
    }

    // Safe: nothing changed before the call; the caller decides what its failure means.
    function ping(address target, bytes calldata data) external returns (bool) {
        (bool ok, ) = target.call(data);
        return ok;
    }

    // Safe: an internal helper hands the flag to its caller, which checks it.
    function _send(address to, uint256 amount) internal returns (bool) {
        total -= amount;
        (bool ok, ) = payable(to).call{value: amount}("");
        return ok;
    }

    function pay(uint256 amount) external {
        require(_send(msg.sender, amount));
    }

    // Safe: the flag is checked before it is returned.
    function checked(uint256 amount) external returns (bool) {
        total += amount;
        (bool ok, ) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount));
        require(ok);
        return ok;
    }
}

contract NamedReturn {
    uint256 public total;

    // Safe: the flag goes to a named return variable, which the caller gets and checks.
    function _sendValue(address payable to, uint256 amount) internal returns (bool ok) {
        (ok, ) = to.call{value: amount}("");
    }

    function payout(address payable to, uint256 amount) external {
        require(_sendValue(to, amount), "payout failed");
    }

    // Safe: public, nothing changed before the call.
    function tryCall(address target, bytes calldata data) external returns (bool success) {
        (success, ) = target.call(data);
    }

    // The state changes stay when the call fails and a caller ignores the returned flag.
    function pull(address token, uint256 amount) external returns (bool success) {
        total += amount;
        (success, ) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount)); // want "NamedReturn.pull\\(\\) returns the result of .* without checking it, after changing state"
    }
}
