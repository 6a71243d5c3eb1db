pragma solidity ^0.8.4;

interface ISeeds {
    function balanceOf(address) external view returns (uint256);
    function balanceOfAt(address, uint256) external view returns (uint256);
    function totalSupply() external view returns (uint256);
}

abstract contract WeightHelpers {
    ISeeds public seeds;
    function _votingPower(address account) internal view returns (uint256) {
        return seeds.balanceOf(account);
    }
    function _powerAt(address account) internal view returns (uint256) {
        return seeds.balanceOfAt(account, 1);
    }
}

// Beanstalk's shape: the weight comes from an inherited helper that reads the token's current balance.
contract HelperWeightedGovernance is WeightHelpers {
    mapping(uint32 => uint256) public roots;
    mapping(uint32 => mapping(address => bool)) public votedFor;

    function vote(uint32 bip) external {
        _vote(msg.sender, bip);
    }
    function _vote(address account, uint32 bip) private {
        require(!votedFor[bip][account], "voted");
        votedFor[bip][account] = true;
        roots[bip] += _votingPower(account); // want "HelperWeightedGovernance._vote\\(\\) adds _votingPower\\(account\\), the caller's current token balance, to roots\\[bip\\]"
    }
}

// Safe: the helper reads a snapshot.
contract SnapshotWeightedGovernance is WeightHelpers {
    mapping(uint32 => uint256) public roots;
    mapping(uint32 => mapping(address => bool)) public votedFor;

    function vote(uint32 bip) external {
        require(!votedFor[bip][msg.sender], "voted");
        votedFor[bip][msg.sender] = true;
        roots[bip] += _powerAt(msg.sender);
    }
}

interface IVotes {
    function getPastVotes(address, uint256) external view returns (uint256);
}

// The checkpoint is taken at the block before the vote, not before the proposal: the same tokens vote again
// from another account a block later.
contract LateCheckpointCouncil {
    IVotes public token;
    struct Grant { uint256 createdBlock; uint256 support; }
    mapping(uint256 => Grant) public grants;
    mapping(uint256 => mapping(address => bool)) public supported;

    function support(uint256 id) external {
        require(!supported[id][msg.sender], "supported");
        supported[id][msg.sender] = true;
        uint256 weight = token.getPastVotes(msg.sender, block.number - 1); // want "LateCheckpointCouncil.support\\(\\) adds token.getPastVotes\\(msg.sender, block.number - 1\\), the caller's votes at a checkpoint taken when it votes rather than before voting opened, to grants\\[id\\].support: the holder votes, transfers the tokens to another account and votes again from it a block later"
        grants[id].support += weight;
    }

    // Safe: the checkpoint of the proposal's creation block.
    function supportAtCreation(uint256 id) external {
        require(!supported[id][msg.sender], "supported");
        supported[id][msg.sender] = true;
        grants[id].support += token.getPastVotes(msg.sender, grants[id].createdBlock);
    }
}
