pragma solidity ^0.5.12;

// An escrow whose helper pays a deal's stored seller: the caller picks the deal (by id, or by a storage pointer
// to it), not the address, which the buyer fixed when funding. A helper paying an address the caller passes is
// the case, and so is a helper paying an entry the public function has just written with the caller's address
// (Parity's execute storing m_txs[h].to, then confirm paying it).
contract DealEscrow {
    struct Deal {
        address payable buyer;
        address payable seller;
        uint256 amount;
        bool done;
    }

    mapping(uint256 => Deal) public deals;
    uint256 public nextId;

    function fund(address payable seller) external payable returns (uint256 id) {
        id = nextId++;
        deals[id] = Deal(msg.sender, seller, msg.value, false);
    }

    function confirm(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.buyer);
        _release(d);
    }

    function confirmById(uint256 id) external {
        require(msg.sender == deals[id].buyer);
        _releaseId(id);
    }

    function confirmTo(uint256 id, address payable to) external {
        Deal storage d = deals[id];
        require(msg.sender == d.buyer);
        _releaseTo(d, to); // want "DealEscrow.confirmTo\\(\\) passes a caller-chosen address to DealEscrow._releaseTo\\(\\)"
    }

    function redirect(uint256 id, address payable to) external {
        require(msg.sender == deals[id].buyer);
        deals[id].seller = to;
        _releaseId(id); // want "DealEscrow.redirect\\(\\) passes a caller-chosen address to DealEscrow._releaseId\\(\\)"
    }

    function _release(Deal storage d) internal {
        require(!d.done);
        d.done = true;
        d.seller.transfer(d.amount);
    }

    function _releaseId(uint256 id) internal {
        Deal storage d = deals[id];
        require(!d.done);
        d.done = true;
        d.seller.transfer(d.amount);
    }

    function _releaseTo(Deal storage d, address payable to) internal {
        require(!d.done);
        d.done = true;
        to.transfer(d.amount);
    }
}
