// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
}

/// Custodian of a 2020-era bridge to a sidechain: tokens are locked here and released by the federation.
contract SidechainCustodian {
    using SafeMath for uint256;

    address public federation;
    mapping(address => uint256) public lockedBalance;
    mapping(bytes32 => bool) public claimed;

    event Cross(address indexed token, address indexed from, address to, uint256 amount);
    event Released(bytes32 indexed txHash, address indexed token, address indexed to, uint256 amount);

    constructor(address _federation) public {
        federation = _federation;
    }

    function receiveTokens(address token, address to, uint256 amount) external {
        require(IERC20(token).transferFrom(msg.sender, address(this), amount), "transferFrom");
        lockedBalance[token] = lockedBalance[token].add(amount);
        emit Cross(token, msg.sender, to, amount);
    }

    function acceptTransfer(bytes32 txHash, address token, address to, uint256 amount) external {
        require(msg.sender == federation, "federation");
        require(!claimed[txHash], "claimed");
        claimed[txHash] = true;
        lockedBalance[token] = lockedBalance[token].sub(amount);
        // <yes> <report> UNCHECKED_LL_CALLS
        IERC20(token).transfer(to, amount);
        emit Released(txHash, token, to, amount);
    }
}
