pragma solidity ^0.8.20;

// Any caller replaces the code the proxy runs.
contract Proxy {
    address public implementation;
    address public admin;

    constructor(address impl) { implementation = impl; admin = msg.sender; }

    function upgradeTo(address impl) external {
        _setImplementation(impl); // want "Proxy.upgradeTo\\(\\) lets any caller replace implementation, whose code Proxy.fallback\\(\\) runs with delegatecall \\(line 19\\)"
    }

    function _setImplementation(address impl) internal {
        implementation = impl;
    }

    fallback() external payable {
        (bool ok, ) = implementation.delegatecall(msg.data);
        require(ok);
    }
}

// Safe: only the admin upgrades.
contract AdminProxy {
    address public implementation;
    address public admin;

    constructor(address impl) { implementation = impl; admin = msg.sender; }

    function upgradeTo(address impl) external {
        require(msg.sender == admin, "admin");
        implementation = impl;
    }

    fallback() external payable {
        (bool ok, ) = implementation.delegatecall(msg.data);
        require(ok);
    }
}

// Safe: the admin variable is compared with the caller: unprotected-owner-change reports its open setter.
contract OwnedVault {
    address public admin;
    function setAdmin(address a) external { admin = a; }
    function sweep() external {
        require(msg.sender == admin);
        payable(msg.sender).transfer(address(this).balance);
    }
}
