// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

/// Minimal ERC-1155 for in-game equipment. The game server mints drops after dungeon runs.
contract EquipmentVault {
    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    address public gameMaster;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event GameMasterChanged(address indexed gm);

    constructor() {
        gameMaster = msg.sender;
    }

    modifier onlyGameMaster() {
        require(msg.sender == gameMaster, "GM only");
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function setGameMaster(address gm) external {
        gameMaster = gm;
        emit GameMasterChanged(gm);
    }

    function dropLoot(address player, uint256 id, uint256 amount) external onlyGameMaster {
        balanceOf[id][player] += amount;
        emit TransferSingle(msg.sender, address(0), player, id, amount);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes calldata) external {
        require(from == msg.sender || isApprovedForAll[from][msg.sender], "not approved");
        balanceOf[id][from] -= amount;
        balanceOf[id][to] += amount;
        emit TransferSingle(msg.sender, from, to, id, amount);
    }
}
