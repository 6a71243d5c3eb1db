pragma solidity ^0.5.0;

// Safe: from 0.5 a data location is compulsory, so no local defaults to storage.
contract Modern {
    struct S { uint a; }
    S[] items;

    function add(uint a) public {
        S memory s;
        s.a = a;
        items.push(s);
    }
}
