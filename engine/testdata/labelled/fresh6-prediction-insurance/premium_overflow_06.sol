pragma solidity ^0.6.2;

/// Crop cover priced per hectare per day; the premium is computed in the caller's units without overflow checks.
contract CropCover {
    address payable public owner;
    uint256 public ratePerHectareDay = 1e12;
    mapping(address => uint256) public insuredHectares;
    mapping(address => uint256) public coveredUntil;

    constructor() public {
        owner = msg.sender;
    }

    function insure(uint256 hectares, uint256 daysCovered) external payable {
        // <yes> <report> ARITHMETIC
        uint256 premium = hectares * daysCovered * ratePerHectareDay;
        require(msg.value >= premium, "premium");
        insuredHectares[msg.sender] += hectares;
        coveredUntil[msg.sender] = now + daysCovered * 1 days;
    }

    function withdraw(uint256 amount) external {
        require(msg.sender == owner, "owner");
        owner.transfer(amount);
    }
}
