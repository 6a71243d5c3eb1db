pragma solidity ^0.8.20;

// Any caller replaces the code the proxy runs.
contract Proxy {
    address public implementation;
    address public admin;

    constructor(address impl) { implementation = impl; admin = msg.sender; }

    function upgradeTo(address impl) external { // want "Proxy.upgradeTo\\(\\) lets any caller replace implementation, whose code Proxy.fallback\\(\\) runs with delegatecall \\(line 19\\)"
        _setImplementation(impl);
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

// Safe: the internal setter checks the caller itself, or sets the target once.
contract CheckedProxy {
    address public implementation;
    address public admin = msg.sender;

    function upgradeTo(address impl) external { _upgrade(impl); }
    function initialize(address impl) external { _init(impl); }

    function _upgrade(address impl) internal {
        require(msg.sender == admin, "admin");
        implementation = impl;
    }

    function _init(address impl) internal {
        require(implementation == address(0));
        implementation = impl;
    }

    fallback() external payable {
        (bool ok, ) = implementation.delegatecall(msg.data);
        require(ok);
    }
}

interface IFeed { function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80); }

// Any caller replaces the price feed whose answer, taken apart into locals, prices a payout.
contract FeedVault {
    IFeed public feed;
    mapping(address => uint256) public units;

    function setFeed(IFeed f) external { feed = f; } // want "FeedVault.setFeed\\(\\) lets any caller replace feed, whose answer sets the amount FeedVault.cashOut\\(\\) pays out \\(line 89\\)"

    function deposit() external payable { units[msg.sender] += msg.value; }

    function cashOut() external {
        int256 answer;
        (, answer, , , ) = feed.latestRoundData();
        uint256 n = units[msg.sender];
        units[msg.sender] = 0;
        payable(msg.sender).transfer(n * uint256(answer) / 1e8);
    }
}

// Any caller replaces the code the proxy runs in assembly, read through a local.
contract AsmProxy {
    address public implementation;
    address public admin;

    constructor(address impl) { implementation = impl; admin = msg.sender; }

    function upgradeTo(address impl) external { // want "AsmProxy.upgradeTo\\(\\) lets any caller replace implementation, whose code AsmProxy.fallback\\(\\) runs with delegatecall"
        implementation = impl;
    }

    fallback() external payable {
        address impl = implementation;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let r := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch r case 0 { revert(0, returndatasize()) } default { return(0, returndatasize()) }
        }
    }
}

// Safe: the same proxy, upgraded by its admin only.
contract AsmAdminProxy {
    address public implementation;
    address public admin;

    constructor(address impl) { implementation = impl; admin = msg.sender; }

    function upgradeTo(address impl) external {
        require(msg.sender == admin, "admin");
        implementation = impl;
    }

    fallback() external payable {
        address impl = implementation;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let r := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch r case 0 { revert(0, returndatasize()) } default { return(0, returndatasize()) }
        }
    }
}
