// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// On-chain invoicing: merchants issue invoices in ether; payers settle one or many in a single call.
contract InvoiceBook {
    struct Invoice {
        address payable merchant;
        address payer;
        uint256 amount;
        uint64 dueDate;
        bool paid;
    }

    Invoice[] public invoices;
    mapping(address => uint256) public merchantBalance;

    event Issued(uint256 indexed id, address indexed merchant, address indexed payer, uint256 amount);
    event Paid(uint256 indexed id, address payer);
    event Withdrawn(address indexed merchant, uint256 amount);

    function issue(address payer, uint256 amount, uint64 dueDate) external returns (uint256 id) {
        require(amount > 0, "amount");
        require(dueDate > block.timestamp, "due");
        id = invoices.length;
        invoices.push(Invoice(payable(msg.sender), payer, amount, dueDate, false));
        emit Issued(id, msg.sender, payer, amount);
    }

    function pay(uint256 id) external payable {
        Invoice storage inv = invoices[id];
        require(!inv.paid, "paid");
        require(msg.sender == inv.payer, "payer");
        require(msg.value == inv.amount, "amount");
        inv.paid = true;
        merchantBalance[inv.merchant] += msg.value;
        emit Paid(id, msg.sender);
    }

    /// Settles several invoices of the same amount at once.
    function payBatch(uint256[] calldata ids) external payable {
        for (uint256 i = 0; i < ids.length; i++) {
            Invoice storage inv = invoices[ids[i]];
            require(!inv.paid, "paid");
            require(msg.sender == inv.payer, "payer");
            // <yes> <report> OTHER
            require(msg.value == inv.amount, "amount");
            inv.paid = true;
            merchantBalance[inv.merchant] += inv.amount;
            emit Paid(ids[i], msg.sender);
        }
    }

    function withdraw() external {
        uint256 amount = merchantBalance[msg.sender];
        require(amount > 0, "nothing");
        merchantBalance[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
        emit Withdrawn(msg.sender, amount);
    }
}
