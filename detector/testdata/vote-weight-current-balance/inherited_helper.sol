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
