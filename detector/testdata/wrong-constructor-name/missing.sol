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

// Safe: the position is paid for, a game's handover rather than a set-up.
contract Gift {
    address sender;
    bytes32 hashPass;

    function SetPass(bytes32 hash) public payable {
        if (msg.value > 1 ether || hashPass == 0x0) {
            hashPass = hash;
            sender = msg.sender;
        }
    }

    function Revoke() public {
        if (msg.sender == sender) {
            sender.transfer(this.balance);
        }
    }
}
