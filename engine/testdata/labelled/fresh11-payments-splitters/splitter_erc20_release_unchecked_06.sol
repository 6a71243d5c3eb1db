// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Royalty splitter for an NFT collection: marketplaces pay royalties in any ERC-20; each payee releases its
/// part token by token. Share weights are fixed at deployment.
contract RoyaltyTokenSplitter {
    uint256 public totalShares;
    mapping(address => uint256) public shares;
    address[] public payees;

    mapping(address => uint256) public totalReleased;
    mapping(address => mapping(address => uint256)) public released;

    event Released(address indexed token, address indexed payee, uint256 amount);

    constructor(address[] memory _payees, uint256[] memory _shares) public {
        require(_payees.length == _shares.length && _payees.length > 0, "payees");
        for (uint256 i = 0; i < _payees.length; i++) {
            require(_payees[i] != address(0), "zero");
            require(_shares[i] > 0, "shares");
            require(shares[_payees[i]] == 0, "duplicate");
            payees.push(_payees[i]);
            shares[_payees[i]] = _shares[i];
            totalShares += _shares[i];
        }
    }

    function pending(address token, address payee) public view returns (uint256) {
        uint256 received = IERC20(token).balanceOf(address(this)) + totalReleased[token];
        uint256 entitled = received * shares[payee] / totalShares;
        return entitled - released[token][payee];
    }

    function release(address token) external {
        require(shares[msg.sender] > 0, "not payee");
        uint256 amount = pending(token, msg.sender);
        require(amount > 0, "nothing");
        released[token][msg.sender] += amount;
        totalReleased[token] += amount;
        // <yes> <report> UNCHECKED_LL_CALLS
        IERC20(token).transfer(msg.sender, amount);
        emit Released(token, msg.sender, amount);
    }
}
