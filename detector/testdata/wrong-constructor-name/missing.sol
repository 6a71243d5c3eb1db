pragma solidity ^0.4.15;

contract Missing {
    address private owner;

    modifier onlyowner {
        require(msg.sender == owner);
        _;
    }

    function missing() public { // want "Missing.missing\\(\\) is named almost like contract Missing, so it is not its constructor"
        owner = msg.sender;
    }

    function () payable {}

    function withdraw() public onlyowner {
        owner.transfer(this.balance);
    }
}

contract DynamicPyramid {
    address private creator;

    function DynamicPyramd() public { // want "named almost like contract DynamicPyramid"
        creator = msg.sender;
    }

    function collect() public {
        require(msg.sender == creator);
        creator.transfer(this.balance);
    }
}

contract Wallet {
    address owner;

    function Constructor() public { // want "Wallet.Constructor\\(\\) sets owner to the caller with no access check, as a constructor would, and Wallet has no constructor"
        owner = msg.sender;
    }

    function take() public {
        require(msg.sender == owner);
        owner.transfer(this.balance);
    }
}

// Safe: the real constructor, named exactly.
contract Exact {
    address owner;

    function Exact() public {
        owner = msg.sender;
    }

    // Safe: an ordinary function, not similar to the contract's name, behind a check.
    function changeOwner(address o) public {
        require(msg.sender == owner);
        owner = o;
    }
}

// Safe: short names are not compared by edit distance.
contract Ab {
    function Ac() public pure returns (uint) { return 1; }
}
