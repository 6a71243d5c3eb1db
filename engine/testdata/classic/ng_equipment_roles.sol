// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

/// ERC-1155 equipment with a two-step game-master handover and an energy meter that never underflows.
contract EquipmentRegistry {
    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(address => uint256) public energy;
    address public gameMaster;
    address public pendingGameMaster;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);

    constructor() {
        gameMaster = msg.sender;
    }

    modifier onlyGameMaster() {
        require(msg.sender == gameMaster, "GM only");
        _;
    }

    function proposeGameMaster(address gm) external onlyGameMaster {
        pendingGameMaster = gm;
    }

    function acceptGameMaster() external {
        require(msg.sender == pendingGameMaster, "not pending");
        gameMaster = msg.sender;
        pendingGameMaster = address(0);
    }

    function dropLoot(address player, uint256 id, uint256 amount) external onlyGameMaster {
        balanceOf[id][player] += amount;
        emit TransferSingle(msg.sender, address(0), player, id, amount);
    }

    function refill(address player, uint256 amount) external onlyGameMaster {
        energy[player] += amount;
    }

    function spendEnergy(uint256 cost) external {
        uint256 e = energy[msg.sender];
        require(e >= cost, "energy");
        unchecked {
            energy[msg.sender] = e - cost;
        }
    }
}
