pragma solidity ^0.6.12;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Land plots yield RESOURCE per second; boosted plots multiply the rate.
contract LandYield {
    IERC721 public land;
    IERC20 public resource;
    address public owner;

    mapping(uint256 => address) public stakerOf;
    mapping(uint256 => uint256) public stakedAt;
    mapping(uint256 => uint256) public boostOf;
    uint256 public ratePerSecond = 1e15;

    constructor(IERC721 _land, IERC20 _resource) public {
        land = _land;
        resource = _resource;
        owner = msg.sender;
    }

    function setBoost(uint256 plot, uint256 boost) external {
        require(msg.sender == owner, "owner");
        boostOf[plot] = boost;
    }

    function stake(uint256 plot) external {
        land.transferFrom(msg.sender, address(this), plot);
        stakerOf[plot] = msg.sender;
        stakedAt[plot] = now;
    }

    function harvest(uint256 plot) public {
        require(stakerOf[plot] == msg.sender, "not staker");
        // <yes> <report> ARITHMETIC
        uint256 amount = (now - stakedAt[plot]) * ratePerSecond * (boostOf[plot] + 1);
        stakedAt[plot] = now;
        require(resource.transfer(msg.sender, amount), "transfer");
    }
}
