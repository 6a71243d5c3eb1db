// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Oversubscribed fair launch: everyone deposits the same ticket price, and when the registration closes the
/// pool draws the allocation winners. The draw is seeded from block values the closing miner controls, and the
/// closing call is open, so a participant can call it only in blocks where they win.
contract FairLaunchLottery {
    IERC20 public token;
    address public owner;
    uint256 public ticketPrice;
    uint256 public winnersCount;
    uint256 public allocationPerWinner;
    uint256 public registrationEnd;
    bool public drawn;

    address[] public entrants;
    mapping(address => bool) public entered;
    mapping(address => bool) public isWinner;
    mapping(address => bool) public settled;

    constructor(IERC20 _token, uint256 _ticketPrice, uint256 _winnersCount, uint256 _allocation, uint256 _end) public {
        token = _token;
        owner = msg.sender;
        ticketPrice = _ticketPrice;
        winnersCount = _winnersCount;
        allocationPerWinner = _allocation;
        registrationEnd = _end;
    }

    function register() external payable {
        require(block.timestamp < registrationEnd, "FL: closed");
        require(msg.value == ticketPrice, "FL: price");
        require(!entered[msg.sender], "FL: entered");
        entered[msg.sender] = true;
        entrants.push(msg.sender);
    }

    function draw() external {
        require(block.timestamp >= registrationEnd, "FL: open");
        require(!drawn, "FL: drawn");
        drawn = true;
        uint256 n = entrants.length;
        uint256 picks = winnersCount < n ? winnersCount : n;
        // <yes> <report> BAD_RANDOMNESS
        uint256 seed = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), block.timestamp, block.difficulty)));
        for (uint256 i = 0; i < picks; i++) {
            uint256 j = i + (uint256(keccak256(abi.encodePacked(seed, i))) % (n - i));
            address tmp = entrants[i];
            entrants[i] = entrants[j];
            entrants[j] = tmp;
            isWinner[entrants[i]] = true;
        }
    }

    function settle() external {
        require(drawn, "FL: not drawn");
        require(entered[msg.sender] && !settled[msg.sender], "FL: nothing");
        settled[msg.sender] = true;
        if (isWinner[msg.sender]) {
            require(token.transfer(msg.sender, allocationPerWinner), "FL: transfer");
        } else {
            msg.sender.transfer(ticketPrice);
        }
    }
}
