pragma solidity ^0.8.0;

// A relayer refunded from the signer's deposit at whatever gas price it paid.
contract RefundingRelayer {
    uint256 constant OVERHEAD = 21000;
    mapping(address => uint256) public deposits;

    function deposit() external payable {
        deposits[msg.sender] += msg.value;
    }

    function relay(address from, address to, bytes calldata data) external {
        uint256 gasStart = gasleft();
        (bool success, ) = to.call(abi.encodePacked(data, from));
        success;
        uint256 refund = (gasStart - gasleft() + OVERHEAD) * tx.gasprice; // want "RefundingRelayer.relay\\(\\) pays its caller refund \\(line 18\\), worked out from tx.gasprice"
        deposits[from] -= refund;
        payable(msg.sender).transfer(refund);
    }
}

// Safe: the gas price is capped by the contract.
contract CappedRelayer {
    uint256 public maxGasPrice = 100 gwei;
    mapping(address => uint256) public deposits;

    function relay(address from, address to, bytes calldata data) external {
        require(tx.gasprice <= maxGasPrice, "gas price");
        uint256 gasStart = gasleft();
        (bool success, ) = to.call(abi.encodePacked(data, from));
        success;
        uint256 refund = (gasStart - gasleft()) * tx.gasprice;
        deposits[from] -= refund;
        payable(msg.sender).transfer(refund);
    }
}

// Safe: the lower of the price paid and the one the user signed.
contract SignedPriceRelayer {
    mapping(address => uint256) public deposits;

    function min(uint256 a, uint256 b) internal pure returns (uint256) {
        return a < b ? a : b;
    }

    function relay(address from, uint256 signedGasPrice, address to, bytes calldata data) external {
        uint256 gasStart = gasleft();
        (bool success, ) = to.call(abi.encodePacked(data, from));
        success;
        uint256 refund = (gasStart - gasleft()) * min(tx.gasprice, signedGasPrice);
        deposits[from] -= refund;
        payable(msg.sender).transfer(refund);
    }
}

// Safe: a fixed fee, whatever the gas price.
contract FixedFeeRelayer {
    uint256 constant FEE = 0.001 ether;
    mapping(address => uint256) public deposits;

    function relay(address from, address to, bytes calldata data) external {
        (bool success, ) = to.call(abi.encodePacked(data, from));
        success;
        deposits[from] -= FEE;
        payable(msg.sender).transfer(FEE);
    }
}
