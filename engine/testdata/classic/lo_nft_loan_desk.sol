// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Fixed-term loans against single NFTs, funded by one lender desk. The loan record is written before the NFT
/// or the funds move, so the ERC-721 receiver hook sees the final state.
contract NftLoanDesk {
    struct Loan {
        address borrower;
        uint96 principal;
        uint64 start;
        uint32 duration;
        uint16 aprBps;
    }

    IERC721 public immutable collection;
    IERC20 public immutable currency;
    address public desk;
    uint16 public maxLtvBps = 3_000;
    uint256 public appraisal;
    mapping(uint256 => Loan) public loans;

    event LoanStarted(uint256 indexed tokenId, address indexed borrower, uint256 principal);
    event LoanRepaid(uint256 indexed tokenId, uint256 amount);
    event LoanForeclosed(uint256 indexed tokenId);

    modifier onlyDesk() {
        require(msg.sender == desk, "desk");
        _;
    }

    constructor(IERC721 collection_, IERC20 currency_, uint256 appraisal_) {
        collection = collection_;
        currency = currency_;
        desk = msg.sender;
        appraisal = appraisal_;
    }

    function setAppraisal(uint256 value) external onlyDesk {
        appraisal = value;
    }

    function setDesk(address next) external onlyDesk {
        require(next != address(0), "zero");
        desk = next;
    }

    function owed(uint256 tokenId) public view returns (uint256) {
        Loan memory l = loans[tokenId];
        uint256 elapsed = block.timestamp - l.start;
        return uint256(l.principal) + uint256(l.principal) * l.aprBps * elapsed / (10_000 * 365 days);
    }

    function startLoan(uint256 tokenId, uint96 principal, uint32 duration) external {
        require(loans[tokenId].borrower == address(0), "active");
        require(uint256(principal) * 10_000 <= appraisal * maxLtvBps, "ltv");
        loans[tokenId] = Loan(msg.sender, principal, uint64(block.timestamp), duration, 1_200);
        collection.transferFrom(msg.sender, address(this), tokenId);
        require(currency.transferFrom(desk, msg.sender, principal), "fund");
        emit LoanStarted(tokenId, msg.sender, principal);
    }

    function repay(uint256 tokenId) external {
        Loan memory l = loans[tokenId];
        require(l.borrower == msg.sender, "borrower");
        uint256 amount = owed(tokenId);
        delete loans[tokenId];
        require(currency.transferFrom(msg.sender, desk, amount), "repay");
        collection.safeTransferFrom(address(this), msg.sender, tokenId);
        emit LoanRepaid(tokenId, amount);
    }

    function foreclose(uint256 tokenId) external onlyDesk {
        Loan memory l = loans[tokenId];
        require(l.borrower != address(0), "no loan");
        require(block.timestamp > uint256(l.start) + l.duration, "not due");
        delete loans[tokenId];
        collection.safeTransferFrom(address(this), desk, tokenId);
        emit LoanForeclosed(tokenId);
    }
}
