pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A payable multicall over the contract's own functions, none of which reads msg.value: the ether sent is
// never counted, however many calls run.
contract RouterNoValue {
    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, bytes memory ret) = address(this).delegatecall(data[i]);
            require(ok);
            results[i] = ret;
        }
    }

    function pull(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
    }
}

abstract contract PaymentsBase {
    mapping(address => uint256) public credit;

    function _credit() internal {
        credit[msg.sender] += msg.value;
    }

    function wrap() external payable {
        _credit();
    }
}

// The same loop, but an inherited payable function credits msg.value through an internal call.
contract RouterWithPayments is PaymentsBase {
    function multicall(bytes[] calldata data) external payable {
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, ) = address(this).delegatecall(data[i]); // want "RouterWithPayments.multicall\\(\\) is payable and delegatecalls address\\(this\\) in a loop"
            require(ok);
        }
    }
}

// A payable loop delegatecalling code it does not know is reported whatever this contract's functions do.
contract ForeignTarget {
    address public impl;

    function batch(bytes[] calldata data) external payable {
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, ) = impl.delegatecall(data[i]); // want "ForeignTarget.batch\\(\\) is payable and delegatecalls impl in a loop"
            require(ok);
        }
    }
}

// A batching base that reads no msg.value itself, under an auction that does (MISO's BoringBatchable).
contract BatchableBase {
    function batch(bytes[] calldata calls) external payable {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, ) = address(this).delegatecall(calls[i]); // want "BatchableBase.batch\\(\\) is payable and delegatecalls address\\(this\\) in a loop"
            require(ok, "call failed");
        }
    }
}

contract BatchedAuction is BatchableBase {
    mapping(address => uint256) public commitments;

    function commitEth(address beneficiary) public payable {
        commitments[beneficiary] += msg.value;
    }
}

// The same base under a contract none of whose payable functions reads msg.value.
contract QuietBatchableBase {
    function batch(bytes[] calldata calls) external payable {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, ) = address(this).delegatecall(calls[i]);
            require(ok, "call failed");
        }
    }
}

contract BatchedRegistry is QuietBatchableBase {
    mapping(address => uint256) public names;

    function register(uint256 id) external {
        names[msg.sender] = id;
    }
}
