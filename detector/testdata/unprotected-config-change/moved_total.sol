pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
}

// A total moved by what a caller burns, read into a local first, is no caller's setting of it.
contract Shares {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) { asset = a; }

    function redeem(uint256 amount) external {
        uint256 supply = totalSupply;
        balanceOf[msg.sender] -= amount;
        totalSupply = supply - amount;
        require(asset.transfer(msg.sender, amount * 1e18 / supply));
    }
}

// Set to the caller's number, the total prices every later redemption.
contract OpenShares {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) { asset = a; }

    function sync(uint256 supply) external { // want "OpenShares.sync\\(\\) lets any caller set totalSupply"
        totalSupply = supply;
    }

    function redeem(uint256 amount) external {
        uint256 supply = totalSupply;
        balanceOf[msg.sender] -= amount;
        totalSupply = supply - amount;
        require(asset.transfer(msg.sender, amount * 1e18 / supply));
    }
}
