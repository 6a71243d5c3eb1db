// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Sub-DAO vaults are deployed as minimal proxies of this implementation by a factory, which calls
/// initialize() in a second transaction. Nothing stops the initializer from running again.
contract SubDAOVault {
    address public parentDAO;
    address[] public signers;
    mapping(address => bool) public isSigner;
    uint256 public threshold;
    mapping(bytes32 => uint256) public approvals;
    mapping(bytes32 => mapping(address => bool)) public approvedBy;
    mapping(bytes32 => bool) public done;

    event Initialized(address parentDAO, uint256 threshold);
    event Paid(address token, address to, uint256 amount);

    function initialize(address _parentDAO, address[] calldata _signers, uint256 _threshold) external {
        require(_threshold > 0 && _threshold <= _signers.length, "vault: threshold");
        // <yes> <report> ACCESS_CONTROL
        parentDAO = _parentDAO;
        for (uint256 i = 0; i < _signers.length; i++) {
            isSigner[_signers[i]] = true;
            signers.push(_signers[i]);
        }
        threshold = _threshold;
        emit Initialized(_parentDAO, _threshold);
    }

    function approvePayment(address token, address to, uint256 amount, uint256 nonce) external {
        require(isSigner[msg.sender], "vault: signer only");
        bytes32 id = keccak256(abi.encode(token, to, amount, nonce));
        require(!approvedBy[id][msg.sender], "vault: approved");
        approvedBy[id][msg.sender] = true;
        approvals[id] += 1;
    }

    function pay(address token, address to, uint256 amount, uint256 nonce) external {
        bytes32 id = keccak256(abi.encode(token, to, amount, nonce));
        require(!done[id], "vault: done");
        require(approvals[id] >= threshold, "vault: not approved");
        done[id] = true;
        require(IERC20(token).transfer(to, amount), "vault: transfer failed");
        emit Paid(token, to, amount);
    }

    function recallToParent(address token, uint256 amount) external {
        require(msg.sender == parentDAO, "vault: parent only");
        require(IERC20(token).transfer(parentDAO, amount), "vault: transfer failed");
    }
}
