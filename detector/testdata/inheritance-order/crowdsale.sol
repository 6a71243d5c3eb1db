pragma solidity ^0.4.24;

contract Crowdsale {
    uint256 public weiRaised;
    uint256 public endBlock;

    function validPurchase() internal view returns (bool) {
        return block.number <= endBlock && msg.value != 0;
    }

    function hasEnded() public view returns (bool) {
        return block.number > endBlock;
    }

    function buy() public payable {
        require(validPurchase());
        weiRaised += msg.value;
    }
}

contract CappedCrowdsale is Crowdsale {
    uint256 public cap = 100 ether;

    function validPurchase() internal view returns (bool) {
        bool withinCap = weiRaised + msg.value <= cap;
        return super.validPurchase() && withinCap;
    }

    function hasEnded() public view returns (bool) {
        return super.hasEnded() || weiRaised >= cap;
    }
}

contract WhitelistedCrowdsale is Crowdsale {
    mapping (address => bool) public whitelist;

    function validPurchase() internal view returns (bool) {
        return super.validPurchase() || (whitelist[msg.sender] && !hasEnded());
    }
}

contract TimedCrowdsale is Crowdsale {
    uint256 public startBlock;

    function hasEnded() public view returns (bool) {
        return block.number < startBlock;
    }
}

contract MDTCrowdsale is CappedCrowdsale, WhitelistedCrowdsale { // want "MDTCrowdsale inherits validPurchase\\(\\) from both WhitelistedCrowdsale and CappedCrowdsale without overriding it: .* `\\|\\|` and `&&`"
}

contract Dropped is CappedCrowdsale, TimedCrowdsale { // want "TimedCrowdsale's hasEnded wins and never calls super, so CappedCrowdsale's implementation is dropped"
}

// Safe: the contract settles the composition itself.
contract Explicit is CappedCrowdsale, WhitelistedCrowdsale {
    function validPurchase() internal view returns (bool) {
        return CappedCrowdsale.validPurchase() && whitelist[msg.sender];
    }
}

// Safe: a single chain of overrides.
contract Single is CappedCrowdsale {
}

// Safe: two bases that chain with the same operator.
contract Both is CappedCrowdsale {
    function validPurchase() internal view returns (bool) {
        return super.validPurchase() && msg.value > 1;
    }
}
