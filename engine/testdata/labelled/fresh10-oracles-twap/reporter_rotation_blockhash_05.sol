pragma solidity ^0.5.17;

// Picks the reporter of the next round from the registered set, and pays the round's fee to it.
contract RotatingReporterFeed {
    address[] public reporters;
    mapping(address => bool) public registered;
    address public owner;
    address public currentReporter;
    uint256 public roundFee = 0.05 ether;
    uint256 public price;
    uint256 public round;

    constructor() public {
        owner = msg.sender;
    }

    function addReporter(address r) external {
        require(msg.sender == owner, "owner");
        require(!registered[r], "dup");
        require(reporters.length < 32, "full");
        registered[r] = true;
        reporters.push(r);
    }

    // The block's miner, or anyone who calls when the hash favours them, picks the reporter.
    function nextRound() external {
        require(reporters.length > 0, "none");
        // <yes> <report> BAD_RANDOMNESS
        uint256 seed = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), round)));
        currentReporter = reporters[seed % reporters.length];
        round++;
    }

    function report(uint256 newPrice) external {
        require(msg.sender == currentReporter, "not your round");
        price = newPrice;
        currentReporter = address(0);
        msg.sender.transfer(roundFee);
    }

    function fund() external payable {}
}
