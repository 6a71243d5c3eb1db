pragma solidity ^0.8.0
contract Broken {
    uint x
    function a() public {
        x = (1 + ;
        @@@ not solidity
        if (x { x = 2; }
    }
    function b() public returns (uint) {
        return x
    function c() public {}
    struct S { uint a
}
contract Next { function d() {} }
