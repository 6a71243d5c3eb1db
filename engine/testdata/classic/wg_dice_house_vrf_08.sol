// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IVRFCoordinator {
    function requestRandomWords(bytes32 keyHash, uint64 subId, uint16 confirmations, uint32 gasLimit, uint32 words)
        external
        returns (uint256 requestId);
}

/// A roll-under dice house whose rolls come from a VRF coordinator. The bankroll must cover every open bet's
/// payout; the owner may only take out what is not locked, and winnings are paid by pull.
contract VrfDiceHouse {
    struct Bet {
        address player;
        uint96 amount;
        uint8 target;
        bool settled;
    }

    IVRFCoordinator public immutable coordinator;
    bytes32 public immutable keyHash;
    uint64 public immutable subId;
    address public owner;
    uint256 public locked;
    uint256 public owedToPlayers;
    mapping(uint256 => Bet) public bets;
    mapping(address => uint256) public winnings;

    event Placed(uint256 indexed requestId, address indexed player, uint256 amount, uint8 target);
    event Rolled(uint256 indexed requestId, uint256 roll, uint256 payout);

    constructor(IVRFCoordinator coordinator_, bytes32 keyHash_, uint64 subId_) payable {
        coordinator = coordinator_;
        keyHash = keyHash_;
        subId = subId_;
        owner = msg.sender;
    }

    function payoutFor(uint256 amount, uint8 target) public pure returns (uint256) {
        return (amount * 99) / (uint256(target) - 1);
    }

    function place(uint8 target) external payable returns (uint256 requestId) {
        require(target >= 2 && target <= 99, "target");
        require(msg.value >= 0.001 ether && msg.value <= 5 ether, "amount");
        uint256 payout = payoutFor(msg.value, target);
        require(locked + owedToPlayers + payout <= address(this).balance, "bankroll");
        locked += payout;
        requestId = coordinator.requestRandomWords(keyHash, subId, 3, 200_000, 1);
        bets[requestId] = Bet(msg.sender, uint96(msg.value), target, false);
        emit Placed(requestId, msg.sender, msg.value, target);
    }

    function rawFulfillRandomWords(uint256 requestId, uint256[] calldata words) external {
        require(msg.sender == address(coordinator), "coordinator");
        Bet storage b = bets[requestId];
        require(b.player != address(0) && !b.settled, "bet");
        b.settled = true;
        uint256 payout = payoutFor(b.amount, b.target);
        locked -= payout;
        uint256 roll = (words[0] % 100) + 1;
        if (roll < b.target) {
            owedToPlayers += payout;
            winnings[b.player] += payout;
        } else {
            payout = 0;
        }
        emit Rolled(requestId, roll, payout);
    }

    function claim() external {
        uint256 amount = winnings[msg.sender];
        require(amount > 0, "nothing");
        winnings[msg.sender] = 0;
        owedToPlayers -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "claim");
    }

    function withdrawProfit(uint256 amount) external {
        require(msg.sender == owner, "owner");
        require(amount + locked + owedToPlayers <= address(this).balance, "locked");
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "withdraw");
    }
}
