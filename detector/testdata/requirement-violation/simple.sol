pragma solidity ^0.4.25;

contract Bar {
    Foo private f = new Foo();

    function doubleBaz() public view returns (int256) {
        return 2 * f.baz(0); // want "Bar.doubleBaz\\(\\) calls Foo.baz\\(\\) with f.baz\\(0\\), which fails its check 0 < x \\(line 35\\)"
    }

    function tripleBaz() public view returns (int256) {
        return 3 * f.baz(1);
    }

    function both() public view returns (int256) {
        return f.pair(5, -1); // want "fails its check y < 0"
    }

    // Safe: the argument is not a constant.
    function anyBaz(int256 v) public view returns (int256) {
        return f.baz(v);
    }

    function internalCall() public pure returns (uint) {
        return half(0); // want "calls Bar.half\\(\\) with half\\(0\\), which fails its check v != 0 && v % 2 == 0"
    }

    function half(uint v) internal pure returns (uint) {
        require(v != 0 && v % 2 == 0);
        return v / 2;
    }
}

contract Foo {
    function baz(int256 x) public pure returns (int256) {
        require(0 < x);
        return 42;
    }

    function pair(int256 x, int256 y) public pure returns (int256) {
        require(x > 0);
        if (y < 0) revert();
        return x + y;
    }
}
