pragma solidity ^0.5.0;

// From 0.5 a view function is called with STATICCALL: it cannot change state, so it cannot re-enter.
contract ModifierEntrancy {
    mapping (address => uint) public tokenBalance;

    function airDrop() hasNoBalance supportsToken public {
        tokenBalance[msg.sender] += 20;
    }

    modifier supportsToken() {
        require(keccak256(abi.encodePacked("Nu Token")) == Bank(msg.sender).supportsToken());
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
