// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC1820Registry {
    function getInterfaceImplementer(address account, bytes32 interfaceHash) external view returns (address);
}

interface IERC777Sender {
    function tokensToSend(
        address operator,
        address from,
        address to,
        uint256 amount,
        bytes calldata userData,
        bytes calldata operatorData
    ) external;
}

library SafeMath {
    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
}

/// ERC-777-style token with ERC-20 compatibility. transferFrom calls the holder's tokensToSend hook before it
/// spends the allowance: the hook (the holder's registered implementer) re-enters transferFrom with the same
/// allowance still in place (the imBTC/Uniswap V1 pattern).
contract HookedToken {
    using SafeMath for uint256;

    IERC1820Registry internal constant _ERC1820_REGISTRY = IERC1820Registry(0x1820a4B7618BdE71Dce8cdc73aAB6C95905faD24);
    bytes32 private constant _TOKENS_SENDER_INTERFACE_HASH = keccak256("ERC777TokensSender");

    string public name = "Hooked BTC";
    string public symbol = "hBTC";
    uint8 public decimals = 8;
    uint256 public totalSupply;

    mapping(address => uint256) private _balances;
    mapping(address => mapping(address => uint256)) private _allowances;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        _balances[msg.sender] = supply;
    }

    function balanceOf(address account) external view returns (uint256) {
        return _balances[account];
    }

    function allowance(address holder, address spender) external view returns (uint256) {
        return _allowances[holder][spender];
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _allowances[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address recipient, uint256 amount) external returns (bool) {
        _callTokensToSend(msg.sender, msg.sender, recipient, amount);
        _move(msg.sender, recipient, amount);
        return true;
    }

    function transferFrom(address holder, address recipient, uint256 amount) external returns (bool) {
        require(recipient != address(0), "ERC777: transfer to the zero address");
        // <yes> <report> REENTRANCY
        _callTokensToSend(msg.sender, holder, recipient, amount);
        _move(holder, recipient, amount);
        _allowances[holder][msg.sender] = _allowances[holder][msg.sender].sub(amount);
        emit Approval(holder, msg.sender, _allowances[holder][msg.sender]);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        _balances[from] = _balances[from].sub(amount);
        _balances[to] = _balances[to].add(amount);
        emit Transfer(from, to, amount);
    }

    function _callTokensToSend(address operator, address from, address to, uint256 amount) private {
        address implementer = _ERC1820_REGISTRY.getInterfaceImplementer(from, _TOKENS_SENDER_INTERFACE_HASH);
        if (implementer != address(0)) {
            IERC777Sender(implementer).tokensToSend(operator, from, to, amount, "", "");
        }
    }
}
