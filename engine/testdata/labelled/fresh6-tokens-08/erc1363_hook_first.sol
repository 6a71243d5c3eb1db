// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC1363Receiver {
    function onTransferReceived(address operator, address from, uint256 value, bytes calldata data)
        external
        returns (bytes4);
}

/// Payable token (ERC-1363). transferAndCall notifies the receiver before it moves the balances, so the receiver
/// runs against the sender's pre-transfer balance and can spend it again from inside the hook.
contract PayableToken {
    string public constant name = "Payable Token";
    string public constant symbol = "PAY";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    address public owner;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) {
        owner = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) public returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) public returns (bool) {
        allowance[from][msg.sender] -= amount;
        _move(from, to, amount);
        return true;
    }

    function transferAndCall(address to, uint256 amount, bytes calldata data) external returns (bool) {
        require(balanceOf[msg.sender] >= amount, "balance");
        if (to.code.length > 0) {
            // <yes> <report> REENTRANCY
            bytes4 ret = IERC1363Receiver(to).onTransferReceived(msg.sender, msg.sender, amount, data);
            require(ret == IERC1363Receiver.onTransferReceived.selector, "receiver rejected");
        }
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
