pragma solidity 0.6.4;

interface ICallable {
    function callMe() external;
}

contract Hardcoded {
    address payable target;
    ICallable callable;
    uint constant STIPEND = 5000;

    function doTransfer(uint256 amount) public {
        target.transfer(amount); // want "Hardcoded.doTransfer\\(\\) uses transfer, which forwards a fixed 2300-gas stipend"
    }

    function doSend(uint256 amount) public returns (bool) {
        return target.send(amount); // want "uses send"
    }

    function callLowLevel() public {
        target.call.value(0).gas(10000)(""); // want "calls target with a hardcoded gas limit of 10000"
    }

    function callWithArgs() public {
        callable.callMe{gas: 10000}(); // want "calls callable with a hardcoded gas limit of 10000"
    }

    function callConstant() public {
        target.call{gas: STIPEND}(""); // want "hardcoded gas limit of STIPEND"
    }

    // Safe: all remaining gas, or a limit the caller chooses.
    function callAll(uint256 amount) public {
        (bool ok, ) = target.call{value: amount}("");
        require(ok);
    }

    function callChosen(uint256 g) public {
        callable.callMe{gas: g}();
        callable.callMe{gas: gasleft() - 5000}();
    }
}
