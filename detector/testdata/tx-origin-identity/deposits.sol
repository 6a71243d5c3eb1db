pragma solidity ^0.8.0;

interface IInbox {
    function createTicket(address to, uint256 amount, address refundTo) external payable returns (uint256);
}

contract Gateway {
    IInbox public immutable inbox;
    mapping(uint256 => address) public depositorOf;
    mapping(address => uint256) public credit;

    constructor(IInbox i) {
        inbox = i;
    }

    // The origin recorded as the depositor and handed over as the refund address.
    function deposit(address l2) external payable returns (uint256 id) {
        address depositor = tx.origin; // want "Gateway.deposit\\(\\) takes tx.origin as the account it acts for"
        id = inbox.createTicket{value: msg.value}(l2, msg.value, depositor);
        depositorOf[id] = depositor;
    }

    // The origin credited directly.
    function pay() external payable {
        credit[tx.origin] += msg.value; // want "Gateway.pay\\(\\) takes tx.origin as the account it acts for"
    }

    // Safe: the caller is the account credited.
    function paySender() external payable {
        credit[msg.sender] += msg.value;
    }

    // Safe: the origin is required to be the caller, so they are one account.
    function payEOA() external payable {
        require(tx.origin == msg.sender, "EOA only");
        credit[tx.origin] += msg.value;
    }

    // Safe: tx.origin only read in an event.
    event Seen(address origin);

    function ping() external {
        emit Seen(tx.origin);
    }
}
