pragma solidity ^0.4.24;

/// Early ticketing dapp: promoters bring buyers through referral links and are paid a flat fee per ticket as soon
/// as the sale happens; the organiser withdraws the rest after the show.
contract ReferralTicketSale {
    address public organiser;
    uint256 public price;
    uint256 public referralFee;
    uint256 public remaining;
    uint256 public showDate;

    mapping(address => uint256) public tickets;
    mapping(address => uint256) public referralsPaid;

    event Sale(address buyer, address promoter, uint256 quantity);

    modifier onlyOrganiser() {
        require(msg.sender == organiser);
        _;
    }

    function ReferralTicketSale(uint256 _price, uint256 _fee, uint256 _supply, uint256 _showDate) public {
        require(_fee < _price);
        organiser = msg.sender;
        price = _price;
        referralFee = _fee;
        remaining = _supply;
        showDate = _showDate;
    }

    function buyWithReferral(uint256 quantity, address promoter) public payable {
        require(quantity > 0 && quantity <= remaining);
        require(msg.value == price * quantity);
        require(promoter != msg.sender);
        remaining -= quantity;
        tickets[msg.sender] += quantity;
        if (promoter != address(0)) {
            uint256 fee = referralFee * quantity;
            referralsPaid[promoter] += fee;
            // <yes> <report> UNCHECKED_LL_CALLS
            promoter.send(fee);
        }
        Sale(msg.sender, promoter, quantity);
    }

    function transferTicket(address to, uint256 quantity) public {
        require(to != address(0));
        require(tickets[msg.sender] >= quantity);
        tickets[msg.sender] -= quantity;
        tickets[to] += quantity;
    }

    function withdraw() public onlyOrganiser {
        require(now > showDate);
        organiser.transfer(this.balance);
    }
}
