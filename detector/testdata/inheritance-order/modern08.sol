pragma solidity ^0.8.0;

abstract contract A {
    function limit() public view virtual returns (bool) {
        return true;
    }
}

abstract contract B is A {
    function limit() public view virtual override returns (bool) {
        return super.limit() && block.number > 10;
    }
}

abstract contract C is A {
    function limit() public view virtual override returns (bool) {
        return super.limit() || msg.sender == address(1);
    }
}

// Safe: Solidity 0.8 makes the contract override, and the override decides.
contract D is B, C {
    function limit() public view override(B, C) returns (bool) {
        return B.limit();
    }
}

abstract contract Named {
    string internal label;

    constructor(string memory l) {
        label = l;
    }
}

abstract contract Counted {
    uint256 internal start;

    constructor(uint256 s) {
        start = s;
    }
}

// Safe: both base constructors run.
contract Token is Named, Counted {
    constructor() Named("t") Counted(1) {}
}

abstract contract Both2 is Named, Counted {}
