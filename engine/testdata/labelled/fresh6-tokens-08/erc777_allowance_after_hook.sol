// SPDX-License-Identifier: MIT
pragma solidity ^0.8.11;

interface IERC1820Registry {
    function getInterfaceImplementer(address account, bytes32 interfaceHash) external view returns (address);
}

interface IERC777Recipient {
    function tokensReceived(
        address operator,
        address from,
        address to,
        uint256 amount,
        bytes calldata userData,
        bytes calldata operatorData
    ) external;
}

/// ERC-777-style token with ERC-20 compatibility. transferFrom checks the allowance up front, notifies the
/// recipient's tokensReceived hook, and only then spends the allowance, in an unchecked block "because it was
/// checked above": the recipient re-enters transferFrom from the hook, passes the same check again, and the
/// outer spend wraps the allowance around.
contract HookedToken {
    IERC1820Registry internal constant _ERC1820_REGISTRY = IERC1820Registry(0x1820a4B7618BdE71Dce8cdc73aAB6C95905faD24);
    bytes32 private constant _TOKENS_RECIPIENT_INTERFACE_HASH = keccak256("ERC777TokensRecipient");

    string public constant name = "Hooked BTC";
    string public constant symbol = "hBTC";
    uint8 public constant decimals = 8;
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
        _move(msg.sender, recipient, amount);
        _callTokensReceived(msg.sender, msg.sender, recipient, amount);
        return true;
    }

    function transferFrom(address holder, address recipient, uint256 amount) external returns (bool) {
        uint256 currentAllowance = _allowances[holder][msg.sender];
        require(currentAllowance >= amount, "ERC777: insufficient allowance");
        _move(holder, recipient, amount);
        // <yes> <report> REENTRANCY
        _callTokensReceived(msg.sender, holder, recipient, amount);
        unchecked {
            _allowances[holder][msg.sender] -= amount;
        }
        emit Approval(holder, msg.sender, _allowances[holder][msg.sender]);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        require(to != address(0), "ERC777: transfer to the zero address");
        _balances[from] -= amount;
        _balances[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _callTokensReceived(address operator, address from, address to, uint256 amount) private {
        address implementer = _ERC1820_REGISTRY.getInterfaceImplementer(to, _TOKENS_RECIPIENT_INTERFACE_HASH);
        if (implementer != address(0)) {
            IERC777Recipient(implementer).tokensReceived(operator, from, to, amount, "", "");
        }
    }
}
