pragma solidity ^0.4.21;

// Fractional art co-op (2018): members hold shares of a collection; a member proposes selling a piece
// and the proposal passes with a majority of shares.
contract CoopCollection {
    struct Proposal {
        address proposer;
        uint256 pieceId;
        uint256 askPrice;
        uint256 votesFor;
        bool executed;
    }

    address public chair;
    uint256 public totalShares;
    mapping(address => uint256) public shares;
    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public voted;

    event Proposed(uint256 id, uint256 pieceId, uint256 askPrice);

    function CoopCollection(uint256 _shares) public {
        chair = msg.sender;
        totalShares = _shares;
        shares[msg.sender] = _shares;
    }

    function giveShares(address member, uint256 amount) public {
        require(msg.sender == chair);
        require(shares[chair] >= amount);
        shares[chair] -= amount;
        shares[member] += amount;
    }

    function propose(uint256 pieceId, uint256 askPrice) public {
        require(shares[msg.sender] > 0);
        // <yes> <report> ACCESS_CONTROL
        Proposal p;
        p.proposer = msg.sender;
        p.pieceId = pieceId;
        p.askPrice = askPrice;
        proposals.push(p);
        emit Proposed(proposals.length - 1, pieceId, askPrice);
    }

    function vote(uint256 id) public {
        require(shares[msg.sender] > 0);
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        proposals[id].votesFor += shares[msg.sender];
    }

    function passed(uint256 id) public view returns (bool) {
        return proposals[id].votesFor * 2 > totalShares;
    }
}
