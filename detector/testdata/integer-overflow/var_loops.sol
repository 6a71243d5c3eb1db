pragma solidity ^0.4.18;

// `var i = 0` makes i a uint8 before 0.5: compared with a wider value, the counter wraps instead of ending the loop.
contract Loops {
    address[] holders;

    function payAll() public {
        for (var i = 0; i < holders.length; i++) { // want "i\\+\\+ can overflow: i is a uint8, compared in its loop with holders.length"
            holders[i].transfer(1);
        }
    }

    function honeypot() public payable {
        if (msg.value >= 1 ether) {
            var i1 = 1;
            var i2 = 0;
            var amX2 = msg.value * 2;
            while (true) {
                if (i1 < i2) break;
                if (i1 > amX2) break;
                i2 = i1;
                i1++; // want "i1\\+\\+ can overflow: i1 is a uint8, compared in its loop with amX2"
            }
            msg.sender.transfer(i2);
        }
    }

    // Safe: the bound fits the counter's type.
    function ten() public pure returns (uint256 s) {
        for (uint8 i = 0; i < 10; i++) {
            s += i;
        }
    }

    // Safe: a bound of the counter's own width.
    function upTo(uint8 n) public pure returns (uint256 s) {
        for (uint8 i = 0; i < n; i++) {
            s += i;
        }
    }

    // Safe: a declared uint256 counter.
    function wide() public view returns (uint256 s) {
        for (uint256 i = 0; i < holders.length; i++) {
            s += 1;
        }
    }

    // Safe: the bound is checked to fit first.
    function setFees(address[] memory addr, uint256[] memory fee) public {
        require(addr.length < 10 && addr.length == fee.length);
        for (uint8 i = 0; i < addr.length; i++) {
            fee[i] = 0;
        }
    }
}
