pragma solidity ^0.8.0;

// Collateral returned to the renter before the deadline, while the lender may claim it only after: the windows
// are apart. The renter paid is the caller, checked against the rental's renter field. A deposit that another
// caller can lower while a refund is pending is a race.
contract Collateral {
    struct Rental { address lender; address payable renter; uint256 collateral; uint256 dueAt; bool active; }
    mapping(uint256 => Rental) public rentals;
    uint256 public nextId;

    function list(uint256 collateral) external returns (uint256 id) {
        id = nextId++;
        rentals[id] = Rental(msg.sender, payable(address(0)), collateral, 0, false);
    }
    function rent(uint256 id) external payable {
        Rental storage r = rentals[id];
        require(!r.active && msg.value == r.collateral);
        r.renter = payable(msg.sender);
        r.active = true;
        r.dueAt = block.timestamp + 1 days;
    }
    function giveBack(uint256 id) external {
        Rental storage r = rentals[id];
        require(r.active && msg.sender == r.renter);
        require(block.timestamp <= r.dueAt);
        r.active = false;
        r.renter.transfer(r.collateral);
    }
    function claimDefault(uint256 id) external {
        Rental storage r = rentals[id];
        require(r.active && msg.sender == r.lender);
        require(block.timestamp > r.dueAt);
        uint256 c = r.collateral;
        delete rentals[id];
        payable(msg.sender).transfer(c);
    }
}

contract LoweredDeposit {
    struct Deposit { address payable owner; uint256 amount; }
    mapping(uint256 => Deposit) public deposits;
    uint256 public nextId;

    function open() external payable returns (uint256 id) {
        id = nextId++;
        deposits[id] = Deposit(payable(msg.sender), msg.value);
    }
    function shave(uint256 id, uint256 amount) external {
        deposits[id].amount = amount;
    }
    function refund(uint256 id) external { // want "LoweredDeposit.refund\\(\\) sends ether using deposits, which any caller can change first"
        Deposit storage d = deposits[id];
        require(msg.sender == d.owner);
        d.owner.transfer(d.amount);
        delete deposits[id];
    }
}
