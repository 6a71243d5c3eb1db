// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

// Gasless reserve-price votes: a relayer submits a fraction holder's signed vote; the vote weight is
// the holder's fraction balance at the time it is counted.
contract SignedReserveVote {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    uint256 public weightedPriceSum;
    uint256 public votedWeight;
    mapping(address => uint256) public votedPrice;
    mapping(address => uint256) public votedWeightOf;
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 public constant VOTE_TYPEHASH = keccak256("Vote(address voter,uint256 price)");

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        DOMAIN_SEPARATOR = keccak256(abi.encode(keccak256("EIP712Domain(uint256 chainId,address verifyingContract)"), block.chainid, address(this)));
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _unvote(msg.sender);
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function reservePrice() external view returns (uint256) {
        return votedWeight == 0 ? 0 : weightedPriceSum / votedWeight;
    }

    function voteBySig(address voter, uint256 price, uint8 v, bytes32 r, bytes32 s) external {
        // <yes> <report> ACCESS_CONTROL
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, keccak256(abi.encode(VOTE_TYPEHASH, voter, price))));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == voter, "bad sig");
        _unvote(voter);
        uint256 weight = balanceOf[voter];
        votedPrice[voter] = price;
        votedWeightOf[voter] = weight;
        weightedPriceSum += weight * price;
        votedWeight += weight;
    }

    function _unvote(address voter) internal {
        uint256 w = votedWeightOf[voter];
        if (w == 0) return;
        weightedPriceSum -= w * votedPrice[voter];
        votedWeight -= w;
        votedWeightOf[voter] = 0;
        votedPrice[voter] = 0;
    }
}
