pragma solidity ^0.4.24;

// Parity's first bug in small: initOwners() lets anyone add owners (unprotected-owner-change reports it);
// execute() checks the caller through isOwner() as it should, and is reported at low severity as the
// consequence.
contract Wallet {
    mapping(address => bool) owners;
    uint256 public total;

    modifier onlyowner {
        if (isOwner(msg.sender))
            _;
    }

    function initOwners(address[] _owners) public {
        owners[msg.sender] = true;
        for (uint i = 0; i < _owners.length; i++) {
            owners[_owners[i]] = true;
        }
    }

    function isOwner(address a) internal view returns (bool) {
        return owners[a];
    }

    function deposit() public payable {
        total += msg.value;
    }

    function execute(address to, bytes data) public onlyowner {
        require(to.call(data)); // want "Wallet.execute\\(\\) calls to with data, both chosen by any caller, since its check of the caller compares with an account any caller can set"
    }
}

// Safe: owners set in the constructor only.
contract FixedWallet {
    mapping(address => bool) owners;
    uint256 public total;

    modifier onlyowner {
        if (isOwner(msg.sender))
            _;
    }

    constructor(address[] _owners) public {
        owners[msg.sender] = true;
        for (uint i = 0; i < _owners.length; i++) {
            owners[_owners[i]] = true;
        }
    }

    function isOwner(address a) internal view returns (bool) {
        return owners[a];
    }

    function deposit() public payable {
        total += msg.value;
    }

    function execute(address to, bytes data) public onlyowner {
        require(to.call(data));
    }
}
