// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC1363Receiver {
    function onTransferReceived(address operator, address from, uint256 value, bytes calldata data)
        external
        returns (bytes4);
}

/// ERC-1363 payable token: balances move first, the receiver is notified after, and the notifying entry points
/// hold a reentrancy lock.
contract NotifyToken {
    string public constant name = "Notify Token";
    string public constant symbol = "NTF";
    uint8 public constant decimals = 18;

    uint256 private _status = 1;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
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
        _spendAllowance(from, amount);
        _move(from, to, amount);
        return true;
    }

    function transferAndCall(address to, uint256 amount, bytes calldata data) external nonReentrant returns (bool) {
        _move(msg.sender, to, amount);
        _checkOnTransferReceived(msg.sender, to, amount, data);
        return true;
    }

    function transferFromAndCall(address from, address to, uint256 amount, bytes calldata data)
        external
        nonReentrant
        returns (bool)
    {
        _spendAllowance(from, amount);
        _move(from, to, amount);
        _checkOnTransferReceived(from, to, amount, data);
        return true;
    }

    function _spendAllowance(address from, uint256 amount) private {
        uint256 current = allowance[from][msg.sender];
        if (current != type(uint256).max) {
            require(current >= amount, "NTF: insufficient allowance");
            allowance[from][msg.sender] = current - amount;
        }
    }

    function _move(address from, address to, uint256 amount) private {
        require(to != address(0), "NTF: zero address");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _checkOnTransferReceived(address from, address to, uint256 amount, bytes calldata data) private {
        require(to.code.length > 0, "NTF: receiver is not a contract");
        bytes4 ret = IERC1363Receiver(to).onTransferReceived(msg.sender, from, amount, data);
        require(ret == IERC1363Receiver.onTransferReceived.selector, "NTF: receiver rejected");
    }
}
