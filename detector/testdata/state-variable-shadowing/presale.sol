pragma solidity 0.4.24;

contract Tokensale {
    uint hardcap = 10000 ether;
    address owner;

    function Tokensale() public {}

    function fetchCap() public constant returns (uint) {
        return hardcap;
    }
}

contract Presale is Tokensale {
    uint hardcap = 1000 ether; // want "Presale.hardcap shadows Tokensale.hardcap \\(line 4\\)"

    function Presale() Tokensale() public {}
}

// Fixed: the derived contract sets the inherited variable instead of declaring its own.
contract PresaleFixed is Tokensale {
    function PresaleFixed() Tokensale() public {
        hardcap = 1000 ether;
    }
}

contract Middle is Tokensale {}

contract Leaf is Middle {
    address owner; // want "Leaf.owner shadows Tokensale.owner"
}
