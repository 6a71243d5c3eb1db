// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Ticket shop with pluggable discount modules (student, early-bird, group). The organiser approves modules; a
/// module runs in the shop's context to read the buyer's eligibility and write the discounted price into the
/// quote slot.
contract PluggableTicketShop {
    address public organiser;
    uint256 public basePrice;
    uint256 public quotedPrice;
    uint256 public capacity;
    uint256 public sold;

    mapping(address => bool) public approvedModules;
    mapping(address => uint256) public ticketsOf;

    event ModuleApproved(address indexed module, bool approved);
    event Purchased(address indexed buyer, uint256 price, address module);

    modifier onlyOrganiser() {
        require(msg.sender == organiser, "organiser");
        _;
    }

    constructor(uint256 _basePrice, uint256 _capacity) public {
        organiser = msg.sender;
        basePrice = _basePrice;
        capacity = _capacity;
    }

    function approveModule(address module, bool approved) external onlyOrganiser {
        approvedModules[module] = approved;
        emit ModuleApproved(module, approved);
    }

    function buy() external payable {
        require(sold < capacity, "sold out");
        require(msg.value == basePrice, "price");
        sold += 1;
        ticketsOf[msg.sender] += 1;
        emit Purchased(msg.sender, basePrice, address(0));
    }

    function buyDiscounted(address module, bytes calldata proof) external payable {
        require(sold < capacity, "sold out");
        quotedPrice = basePrice;
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = module.delegatecall(abi.encodeWithSignature("applyDiscount(address,bytes)", msg.sender, proof));
        require(ok, "module failed");
        require(msg.value == quotedPrice, "price");
        sold += 1;
        ticketsOf[msg.sender] += 1;
        emit Purchased(msg.sender, quotedPrice, module);
    }

    function withdraw(address payable to) external onlyOrganiser {
        to.transfer(address(this).balance);
    }
}
