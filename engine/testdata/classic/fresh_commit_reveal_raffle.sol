// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

contract CommitRevealRaffle {
    struct Round {
        bytes32 commitment;
        uint256 revealBlock;
        uint256 pot;
        bool settled;
    }

    address public operator;
    address payable[] public players;
    Round public round;
    uint256 public constant TICKET = 0.01 ether;

    event Settled(address winner, uint256 prize);

    modifier onlyOperator() {
        require(msg.sender == operator, "operator");
        _;
    }

    constructor() public {
        operator = msg.sender;
    }

    function buy() external payable {
        require(round.commitment != bytes32(0) && round.revealBlock == 0, "closed");
        require(msg.value == TICKET, "ticket");
        players.push(msg.sender);
        round.pot += msg.value;
    }

    function open(bytes32 commitment) external onlyOperator {
        require(round.commitment == bytes32(0) || round.settled, "running");
        delete players; // want "dos-unbounded-loop: CommitRevealRaffle.open\\(\\) clears players"
        round = Round(commitment, 0, 0, false);
    }

    function close() external onlyOperator {
        require(round.revealBlock == 0, "closed");
        round.revealBlock = block.number + 5;
    }

    function settle(bytes32 secret) external onlyOperator {
        require(!round.settled, "settled");
        require(keccak256(abi.encodePacked(secret)) == round.commitment, "secret");
        require(block.number > round.revealBlock && block.number <= round.revealBlock + 256, "window");
        require(players.length > 0, "empty");
        round.settled = true;
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(round.revealBlock)))) % players.length;
        uint256 prize = round.pot;
        round.pot = 0;
        address payable winner = players[idx];
        (bool ok, ) = winner.call{value: prize}("");
        require(ok, "send");
        emit Settled(winner, prize);
    }
}
