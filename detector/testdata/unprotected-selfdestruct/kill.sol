pragma solidity ^0.4.24;

contract Kill {
    address owner;

    function Kill() public {
        owner = msg.sender;
    }

    function kill() public {
        selfdestruct(msg.sender); // want "lets any caller run selfdestruct"
    }

    function close() public {
        destroy();
    }

    function destroy() internal {
        suicide(owner); // want "lets any caller reach suicide"
    }

    // Safe: owner only, through a modifier and inline.
    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function killSafe() public onlyOwner {
        selfdestruct(owner);
    }

    function killSafe2() public {
        if (msg.sender != owner) {
            throw;
        }
        selfdestruct(owner);
    }
}
