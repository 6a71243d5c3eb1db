// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "reentrant");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Peer-to-peer NFT rental desk with ether collateral: when a renter does not return the NFT by the deadline, the
/// lender keeps the collateral. The default claim checks the deadline and the state but not who is claiming, and
/// pays the collateral to the caller: anyone watching the mempool takes every defaulted rental's collateral.
contract RentalDesk is ReentrancyGuard {
    enum Status { Listed, Rented, Returned, Defaulted }

    struct Lending {
        address payable lender;
        address payable renter;
        address nft;
        uint256 tokenId;
        uint256 collateral;
        uint256 pricePerDay;
        uint64 deadline;
        Status status;
    }

    Lending[] public lendings;
    address payable public feeRecipient;
    uint256 public feeBps = 250;

    constructor(address payable _feeRecipient) {
        feeRecipient = _feeRecipient;
    }

    function lend(address nft, uint256 tokenId, uint256 collateral, uint256 pricePerDay) external returns (uint256 id) {
        IERC721(nft).transferFrom(msg.sender, address(this), tokenId);
        lendings.push(Lending(msg.sender, address(0), nft, tokenId, collateral, pricePerDay, 0, Status.Listed));
        id = lendings.length - 1;
    }

    function rent(uint256 id, uint64 numDays) external payable nonReentrant {
        Lending storage l = lendings[id];
        require(l.status == Status.Listed, "not listed");
        require(numDays >= 1 && numDays <= 90, "days");
        uint256 price = l.pricePerDay * numDays;
        require(msg.value == price + l.collateral, "value");
        l.renter = msg.sender;
        l.deadline = uint64(block.timestamp) + numDays * 1 days;
        l.status = Status.Rented;
        uint256 fee = price * feeBps / 10000;
        IERC721(l.nft).safeTransferFrom(address(this), msg.sender, l.tokenId);
        (bool okFee, ) = feeRecipient.call{value: fee}("");
        require(okFee, "fee");
        (bool okLender, ) = l.lender.call{value: price - fee}("");
        require(okLender, "lender");
    }

    function giveBack(uint256 id) external nonReentrant {
        Lending storage l = lendings[id];
        require(l.status == Status.Rented && msg.sender == l.renter, "not renter");
        require(block.timestamp <= l.deadline, "too late");
        l.status = Status.Returned;
        IERC721(l.nft).transferFrom(msg.sender, l.lender, l.tokenId);
        (bool ok, ) = l.renter.call{value: l.collateral}("");
        require(ok, "collateral");
    }

    function claimCollateral(uint256 id) external nonReentrant {
        Lending storage l = lendings[id];
        require(l.status == Status.Rented, "not rented");
        require(block.timestamp > l.deadline, "not defaulted");
        l.status = Status.Defaulted;
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = msg.sender.call{value: l.collateral}("");
        require(ok, "collateral");
    }

    function cancel(uint256 id) external {
        Lending storage l = lendings[id];
        require(l.status == Status.Listed && msg.sender == l.lender, "not lender");
        l.status = Status.Returned;
        IERC721(l.nft).transferFrom(address(this), l.lender, l.tokenId);
    }
}
