pragma solidity ^0.6.12;

interface AggregatorV3Interface {
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

contract Ownable {
    address public owner;
    constructor() public { owner = msg.sender; }
    modifier onlyOwner() { require(msg.sender == owner, "Ownable: caller is not the owner"); _; }
}

contract SyntheticGold is Ownable {
    AggregatorV3Interface public xauFeed;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public escrowed;
    uint256 public totalSupply;

    constructor(AggregatorV3Interface _feed) public {
        xauFeed = _feed;
    }

    function setFeed(AggregatorV3Interface _feed) external onlyOwner {
        xauFeed = _feed;
    }

    function goldPrice() public view returns (uint256) {
        // <yes> <report> OTHER
        (, int256 price, , , ) = xauFeed.latestRoundData();
        return uint256(price);
    }

    function buy() external payable {
        uint256 amount = msg.value * 1e18 / goldPrice();
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
    }

    function sell(uint256 amount) external {
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        msg.sender.transfer(amount * goldPrice() / 1e18);
    }
}
