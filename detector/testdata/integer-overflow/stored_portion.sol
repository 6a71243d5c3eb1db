pragma solidity ^0.5.12;

// A fee taken as a part of a stored amount cannot exceed it: d.amount - fee, with fee = d.amount * feeBps / 10000
// and feeBps never written, holds. When the function writes the amount between, the part no longer bounds it.
contract FeeEscrow {
    struct Deal {
        address payable seller;
        uint256 amount;
        bool done;
    }

    mapping(uint256 => Deal) public deals;
    uint256 public feeBps = 50;
    event Fee(uint256 indexed id, uint256 fee);

    function fund(uint256 id, address payable seller) external payable {
        require(deals[id].seller == address(0));
        deals[id] = Deal(seller, msg.value, false);
    }

    function release(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.seller && !d.done);
        d.done = true;
        uint256 fee = d.amount * feeBps / 10000;
        emit Fee(id, fee);
        d.seller.transfer(d.amount - fee);
    }

    function releaseTenth(uint256 id) external {
        require(msg.sender == deals[id].seller && !deals[id].done);
        deals[id].done = true;
        uint256 fee = deals[id].amount / 10;
        emit Fee(id, fee);
        deals[id].seller.transfer(deals[id].amount - fee);
    }

    function releaseAfterReset(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.seller && !d.done);
        uint256 fee = d.amount / 10;
        d.amount = 0;
        emit Fee(id, fee);
        d.seller.transfer(d.amount - fee); // want "d.amount - fee can underflow"
    }

    function releaseAfterCopy(uint256 id, uint256 from) external {
        Deal storage d = deals[id];
        require(msg.sender == d.seller && !d.done);
        uint256 fee = d.amount / 10;
        deals[id] = deals[from];
        d.seller.transfer(d.amount - fee); // want "d.amount - fee can underflow"
    }

    // Safe: crediting an entry of plain value between cannot change the amount.
    mapping(address => uint256) public credited;

    function releaseCredited(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.seller && !d.done);
        d.done = true;
        uint256 fee = d.amount / 10;
        credited[d.seller] = 1;
        d.seller.transfer(d.amount - fee);
    }
}
