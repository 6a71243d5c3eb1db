// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface IVRFCoordinator {
    function requestRandomWords(bytes32 keyHash, uint64 subId, uint16 confirmations, uint32 gasLimit, uint32 numWords)
        external
        returns (uint256 requestId);
}

abstract contract VRFConsumerBase {
    address private immutable vrfCoordinator;

    constructor(address _vrfCoordinator) {
        vrfCoordinator = _vrfCoordinator;
    }

    function fulfillRandomWords(uint256 requestId, uint256[] memory randomWords) internal virtual;

    function rawFulfillRandomWords(uint256 requestId, uint256[] memory randomWords) external {
        require(msg.sender == vrfCoordinator, "only coordinator");
        fulfillRandomWords(requestId, randomWords);
    }
}

contract RevealedCollection is VRFConsumerBase {
    IVRFCoordinator public immutable coordinator;
    bytes32 public immutable keyHash;
    uint64 public immutable subscriptionId;
    address public immutable owner;
    uint256 public constant MAX_SUPPLY = 8888;

    uint256 public totalSupply;
    uint256 public revealOffset;
    uint256 public revealRequest;
    bool public revealed;
    mapping(uint256 => address) public ownerOf;

    constructor(IVRFCoordinator _coordinator, bytes32 _keyHash, uint64 _sub) VRFConsumerBase(address(_coordinator)) {
        coordinator = _coordinator;
        keyHash = _keyHash;
        subscriptionId = _sub;
        owner = msg.sender;
    }

    function mint(uint256 quantity) external payable {
        require(!revealed, "revealed");
        require(totalSupply + quantity <= MAX_SUPPLY, "sold out");
        require(msg.value == quantity * 0.04 ether, "price");
        for (uint256 i = 0; i < quantity; i++) {
            ownerOf[totalSupply + i] = msg.sender;
        }
        totalSupply += quantity;
    }

    function requestReveal() external {
        require(msg.sender == owner, "owner");
        require(revealRequest == 0, "requested");
        revealRequest = coordinator.requestRandomWords(keyHash, subscriptionId, 3, 100000, 1);
    }

    function fulfillRandomWords(uint256 requestId, uint256[] memory randomWords) internal override {
        require(requestId == revealRequest && !revealed, "request");
        revealed = true;
        revealOffset = randomWords[0] % MAX_SUPPLY;
    }

    function artworkOf(uint256 tokenId) external view returns (uint256) {
        require(revealed && tokenId < totalSupply, "hidden");
        return (tokenId + revealOffset) % MAX_SUPPLY;
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
