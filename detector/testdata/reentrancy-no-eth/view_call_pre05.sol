pragma solidity ^0.4.24;

// Before 0.5 a view function is called with CALL: the caller's own contract can re-enter from it.
contract ModifierEntrancy {
    mapping (address => uint) public tokenBalance;

    function airDrop() hasNoBalance supportsToken public { // want "ModifierEntrancy.airDrop\\(\\) calls Bank\\(msg.sender\\) in its modifier supportsToken before it writes tokenBalance\\[msg.sender\\]"
        tokenBalance[msg.sender] += 20;
    }

    // Safe: a view function of a fixed contract.
    function airDropFixed(Bank bank) public {
        require(tokenBalance[msg.sender] == 0);
        require(keccak256(abi.encodePacked("Nu Token")) == bank.supportsToken());
        tokenBalance[msg.sender] += 20;
    }

    modifier supportsToken() {
        require(keccak256(abi.encodePacked("Nu Token")) == Bank(msg.sender).supportsToken()); // want "modifier supportsToken of ModifierEntrancy.airDrop\\(\\) makes this call before the function body writes tokenBalance"
        _;
    }

    modifier hasNoBalance {
        require(tokenBalance[msg.sender] == 0);
        _;
    }
}

contract Bank {
    function supportsToken() external pure returns (bytes32) {
        return keccak256(abi.encodePacked("Nu Token"));
    }
}
