// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

library MerkleProof {
    function verifyCalldata(bytes32[] calldata proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 p = proof[i];
            computed = computed < p ? keccak256(abi.encodePacked(computed, p)) : keccak256(abi.encodePacked(p, computed));
        }
        return computed == root;
    }
}

/// A Dutch-auction mint with an allowlist phase: the price falls linearly from a start to a floor over the
/// auction; allowlisted addresses (Merkle proof) mint at a fixed discount once; overpayment is refunded; the
/// owner withdraws proceeds with a checked call.
contract DutchAuctionMint {
    uint256 public constant MAX_SUPPLY = 5_000;
    uint256 public constant MAX_PER_WALLET = 3;
    uint256 public immutable startPrice;
    uint256 public immutable floorPrice;
    uint256 public immutable startTime;
    uint256 public immutable duration;
    uint256 public immutable allowlistPrice;
    bytes32 public immutable allowlistRoot;
    address public immutable owner;

    uint256 public totalMinted;
    mapping(address => uint256) public mintedBy;
    mapping(address => bool) public allowlistClaimed;
    mapping(uint256 => address) public ownerOf;

    event Minted(address indexed to, uint256 firstId, uint256 quantity, uint256 pricePaid);

    error NotStarted();
    error SoldOut();
    error WalletLimit();
    error Underpaid();
    error InvalidProof();
    error AlreadyClaimed();
    error NotOwner();
    error TransferFailed();

    constructor(
        uint256 _startPrice,
        uint256 _floorPrice,
        uint256 _startTime,
        uint256 _duration,
        uint256 _allowlistPrice,
        bytes32 _allowlistRoot
    ) {
        require(_startPrice >= _floorPrice && _duration > 0, "params");
        startPrice = _startPrice;
        floorPrice = _floorPrice;
        startTime = _startTime;
        duration = _duration;
        allowlistPrice = _allowlistPrice;
        allowlistRoot = _allowlistRoot;
        owner = msg.sender;
    }

    function currentPrice() public view returns (uint256) {
        if (block.timestamp <= startTime) return startPrice;
        uint256 elapsed = block.timestamp - startTime;
        if (elapsed >= duration) return floorPrice;
        return startPrice - ((startPrice - floorPrice) * elapsed) / duration;
    }

    function mint(uint256 quantity) external payable {
        if (block.timestamp < startTime) revert NotStarted();
        uint256 price = currentPrice() * quantity;
        if (msg.value < price) revert Underpaid();
        _mintTo(msg.sender, quantity, price);
        if (msg.value > price) {
            (bool ok, ) = payable(msg.sender).call{value: msg.value - price}("");
            if (!ok) revert TransferFailed();
        }
    }

    function allowlistMint(bytes32[] calldata proof) external payable {
        if (allowlistClaimed[msg.sender]) revert AlreadyClaimed();
        if (!MerkleProof.verifyCalldata(proof, allowlistRoot, keccak256(abi.encodePacked(msg.sender)))) revert InvalidProof();
        if (msg.value != allowlistPrice) revert Underpaid();
        allowlistClaimed[msg.sender] = true;
        _mintTo(msg.sender, 1, allowlistPrice);
    }

    function _mintTo(address to, uint256 quantity, uint256 pricePaid) internal {
        uint256 first = totalMinted;
        if (first + quantity > MAX_SUPPLY) revert SoldOut();
        if (mintedBy[to] + quantity > MAX_PER_WALLET) revert WalletLimit();
        totalMinted = first + quantity;
        mintedBy[to] += quantity;
        for (uint256 i = 0; i < quantity; i++) {
            ownerOf[first + i] = to;
        }
        emit Minted(to, first, quantity, pricePaid);
    }

    function withdraw() external {
        if (msg.sender != owner) revert NotOwner();
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        if (!ok) revert TransferFailed();
    }
}

// Safe code in the style of widely used contracts: held to no finding above low.
